import Trellis
print("placeholder")
